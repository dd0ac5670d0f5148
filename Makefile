# fieldcheck: build, test, demo, install. Every target installs the system
# dependency (libpcre2-dev) first when it is missing (scripts/install-deps).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# A fully static executable (Swift runtime, PCRE2 and the C library linked in): it starts
# in about half the time of one that loads shared libraries, which scripts calling
# fieldcheck once per value notice.
RELEASE_FLAGS = -c release --static-swift-stdlib -Xswiftc -static-executable $(REPRODUCIBLE_FLAGS)
# The checkout's path mapped to "." wherever a build writes it (debug information,
# #filePath, the C shim's __FILE__); what still depends on it (.swift_modhash and the
# build ID) scripts/dist settles (packaging/reproducible-elf.py), so that the same commit
# gives the same artifacts from any checkout path: scripts/check-dist builds twice.
REPRODUCIBLE_FLAGS = -Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=. -Xcc -ffile-prefix-map=$(CURDIR)=.
# The compiler, run with address space randomization off (setarch -R, util-linux): some of
# its choices (the order of two instructions in a function) follow the addresses its objects
# got, so a randomized build gave one of two binaries, a fixed one always the same.
NO_ASLR := $(shell setarch $$(uname -m) -R true >/dev/null 2>&1 && echo "setarch $$(uname -m) -R")
BIN = .build/release/fieldcheck
DEBUG_BIN = .build/debug/fieldcheck

FUZZ_SECONDS ?= 60

.PHONY: all deps test-deps dist-deps build test demo generate install uninstall clean fuzz check-asan check-tsan test-differential test-parity dist check-dist

all: build

deps:
	@scripts/install-deps

test-deps:
	@scripts/install-deps --test

dist-deps:
	@scripts/install-deps --dist

build: deps
	$(NO_ASLR) $(SWIFT) build $(RELEASE_FLAGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The thread differential of tables (bare CR and mixed line endings, chunks from 16 bytes)
# for many more seeded rounds than `make test` runs (DIFFERENTIAL_ROUNDS, default 200).
DIFFERENTIAL_ROUNDS ?= 200
test-differential: test-deps
	$(SWIFT) build --build-tests
	FIELDCHECK_DIFFERENTIAL_ROUNDS=$(DIFFERENTIAL_ROUNDS) $(SWIFT) test --skip-build --filter bareCRAndMixedEndingsGiveTheSameOutput

# The reference parity harness (FIELDCHECK_REFERENCE=1 against the fast tiers) for many
# more seeded rounds of random values and phone shapes (PARITY_ROUNDS, default 20).
PARITY_ROUNDS ?= 20
test-parity: test-deps
	$(SWIFT) build --build-tests
	FIELDCHECK_PARITY_ROUNDS=$(PARITY_ROUNDS) $(SWIFT) test --skip-build --filter ReferenceParityTests

# The release artifacts of this checkout in dist/: the static archive, the Debian package,
# the Python wheel and SHA256SUMS (scripts/dist), of a binary built from scratch at one
# fixed path (scripts/build-release: the same source, the same bytes). check-dist builds
# them from a clean clone of HEAD and installs and runs each (scripts/check-dist; .ci/run
# runs it).
dist: deps dist-deps
	scripts/build-release
	scripts/dist

check-dist: dist-deps
	scripts/check-dist

demo: build
	@scripts/demo $(BIN)

# libFuzzer with AddressSanitizer: each target in Fuzz/Targets for FUZZ_SECONDS, growing
# its corpus in Fuzz/Corpus. Not part of `make test`.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz

# The sanitizer suites run optimized code (-c release, with testable imports): a sanitized
# debug build runs the suite three to four times slower (on a slow day ASan alone took
# 40 minutes, and CI has 90 for every phase), and bounds and overflow checks stay on in
# -O. They leave out three suites that test agreement of logic, not memory or threads, and
# that `make test` runs in full: the reference parity harness (the same binary run twice,
# with and without its fast tiers, on paths every other suite takes too), the engine
# recipes (JVM and Spark start-up; the binary's part is a plain check from a pipe) and
# the README's examples.
SANITIZER_BUILD = -c release -Xswiftc -enable-testing
SANITIZER_SKIP = --skip 'EndToEndTests\.(ReferenceParityTests|EngineRecipeTests|ReadmeExampleTests)/'

# The test suite built with AddressSanitizer (a separate build). Leak detection is off:
# LeakSanitizer reports Foundation's allocations in the test harness (Data(contentsOf:),
# Process), none in fieldcheck's sources; memory errors still fail.
check-asan: test-deps
	$(SWIFT) build --build-tests $(SANITIZER_BUILD) --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build $(SANITIZER_BUILD) --sanitize=address --scratch-path .build-asan $(SANITIZER_SKIP)

# The test suite built with ThreadSanitizer: the end-to-end tests then run the binary
# built with it, so every --threads run (ParallelTests and the rest) is watched for data
# races. A race is an error (halt_on_error), as a memory error is under check-asan.
check-tsan: test-deps
	$(SWIFT) build --build-tests $(SANITIZER_BUILD) --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build $(SANITIZER_BUILD) --sanitize=thread --scratch-path .build-tsan $(SANITIZER_SKIP)

# Regenerates the man page, the completions and the reference's options and types (docs/reference.md) from the
# option table; a test fails when the committed files differ from what the binary prints.
generate: deps
	$(SWIFT) build
	$(DEBUG_BIN) --generate man > man/fieldcheck.1
	$(DEBUG_BIN) --generate complete-bash > completions/fieldcheck.bash
	$(DEBUG_BIN) --generate complete-zsh > completions/_fieldcheck
	$(DEBUG_BIN) --generate complete-fish > completions/fieldcheck.fish
	scripts/update-readme-options $(DEBUG_BIN)
	$(DEBUG_BIN) check --fields examples/contacts.fields --output-format html examples/contacts.csv > docs/report-sample.html || [ $$? -eq 1 ]

install: build
	install -Dm755 $(BIN) $(DESTDIR)$(PREFIX)/bin/fieldcheck
	install -Dm644 man/fieldcheck.1 $(DESTDIR)$(PREFIX)/share/man/man1/fieldcheck.1
	install -Dm644 completions/fieldcheck.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/fieldcheck
	install -Dm644 completions/_fieldcheck $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_fieldcheck
	install -Dm644 completions/fieldcheck.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/fieldcheck.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/fieldcheck $(DESTDIR)$(PREFIX)/share/man/man1/fieldcheck.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/fieldcheck \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_fieldcheck \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/fieldcheck.fish

clean:
	rm -rf .build dist
