#!/usr/bin/env python3
"""Writes Tests/FieldCheckTests/Fixtures/email-cases.tsv: inputs judged by email-validator.

Each line is `INPUT<TAB>EXPECTED<TAB>NORMALIZED<TAB>MESSAGE`:
- INPUT is a JSON string literal (with its quotes). Besides what JSON requires, every
  character that is not a letter, mark-free number, punctuation, symbol or the ASCII space
  (general categories M, C and Z other than U+0020) is written as a \\uXXXX escape (astral
  ones as a surrogate pair), so that invisible, combining and line-breaking characters
  survive any line splitting and are visible when reading the file;
- EXPECTED is 1 when `email_validator.validate_email(INPUT, check_deliverability=False)`
  (every other argument at its default) returns, 0 when it raises EmailNotValidError;
- NORMALIZED is the result's `.normalized` when valid, else empty (raw UTF-8);
- MESSAGE is str() of the exception when invalid, else empty (raw UTF-8).
NORMALIZED and MESSAGE never hold a TAB, CR, LF, NEL, U+2028 or U+2029 (checked here).

Inputs (fixed seed): realistic addresses, hand-picked edge cases (atext, dots, quoting,
lengths, internationalized local parts and domains, IDNA A-labels, hyphens, special-use
domains, domain literals, display names, whitespace, at-signs), generated variations of
those families, random mutations of valid addresses, and prefixes of valid addresses (to
learn which messages an unfinished address gets), then the shapes fieldcheck's byte-level
reading settles and those beside them (`quick_shape_cases`), then addresses as people paste
them (`pasted_cases`). Lines starting with `#` are comments.

Run by hand (CI never runs this; the tests only read the file it writes):
    python3 -m venv /tmp/email-env && /tmp/email-env/bin/pip install email-validator
    /tmp/email-env/bin/python scripts/generate-email-fixtures.py
"""
import ipaddress
import pathlib
import random
import sys
import unicodedata

import email_validator
import idna
from email_validator import EmailNotValidError, validate_email

SEED = 20261122
TARGET = 10000
PREFIX_TARGET = 2000

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/FieldCheckTests/Fixtures/email-cases.tsv"

ATEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~"
ATEXT_SPECIALS = "!#$%&'*+-/=?^_`{|}~"

FIRST = ["ann", "bob", "carol", "dave", "eve", "frank", "grace", "heidi", "ivan", "judy", "mallory",
         "oscar", "peggy", "trent", "victor", "walter", "alice", "maria", "jose", "li", "wei", "yuki",
         "sven", "olga", "ahmed", "fatima", "noah", "emma", "liam", "olivia", "chen", "priya", "raj",
         "john", "jane", "mike", "sarah", "tom", "kate", "x", "j"]
LAST = ["smith", "jones", "garcia", "miller", "davis", "lopez", "wilson", "anderson", "thomas",
        "taylor", "moore", "jackson", "martin", "lee", "perez", "thompson", "white", "harris",
        "sanchez", "clark", "nguyen", "kim", "muller", "schmidt", "rossi", "dubois", "tanaka", "o"]
DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.co.uk", "icloud.com", "proton.me",
           "example.com", "example.org", "example.net", "mail.example.com", "company.io",
           "university.edu", "agency.gov", "city.ca.us", "firma.de", "societe.fr", "empresa.com.br",
           "kaisha.co.jp", "bank.com.au", "shop.online", "photos.photography", "my-site.info",
           "a.co", "x.y.z.example.travel", "sub-domain.example.museum", "mail2.host3.net",
           "123.example.com", "example.xn--p1ai", "co.uk", "b.c", "example.c0m"]
TLDS = ["com", "org", "net", "io", "de", "fr", "uk", "jp", "info", "biz", "xyz", "dev", "app",
        "museum", "travel", "photography", "co", "us", "ca", "ch", "nl", "se", "museum", "aero"]
WORDS = ["acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "wonka", "tyrell",
         "cyberdyne", "soylent", "vandelay", "dunder", "mifflin", "pied", "piper", "mail", "smtp",
         "post", "box", "web", "net", "cloud", "data", "shop", "store", "news", "blog"]

# Internationalized local-part material: plain, NFD, emoji, RTL, scripts with marks.
INTL_LOCAL = ["é", "josé", "jürgen", "françois", "zoë", "ñandú", "中文", "用户", "测试", "日本語",
              "ユーザー", "한국어", "пример", "почта", "ελληνικά", "θσερ", "नमस्ते", "हिन्दी", "ภาษาไทย",
              "שלום", "مرحبا", "ابجد", "ăâîșț", "łódź", "ærøskøbing", "straße", "ǅemal",
              "😀", "👍🏽", "♥️", "☕", "🇺🇸", "Ω", "Å", "ﬁ", "ｆｕｌｌ", "¹²³", "½", "№",
              "e\u0301", "a\u0308", "n\u0303", "\u1100\u1161", "o\u0302\u0301", "a\u0328\u0301",
              "\u0915\u094d\u0937", "\u212b", "\u2126", "\u037e", "\u1fef", "\u0340", "\uf900",
              "\u0344", "\u0958"]
UNSAFE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\u202a", "\u200e",
          "\u200f", "\u061c", "\u2066", "\x00", "\x01", "\x1b", "\x7f", "\x80", "\x85", "\x9f",
          "\t", "\n", "\r", "\u2028", "\u2029", "\u00a0", "\u2003", "\u3000", "\ue000", "\U000f0000",
          "\u0378", "\uffff", "\ufffe", "\U0010ffff", "\U000e0041", "\U000e0001", "\u0301", "\u20dd",
          "\u3164", "\u115f", "\ufff9", "\U0001d173"]
IDN_DOMAINS = ["münchen.de", "MÜNCHEN.DE", "Bücher.example", "bücher.de", "例え.jp", "例子.测试",
               "пример.рф", "ПРИМЕР.РФ", "ελληνικά.gr", "日本語.jp", "ドメイン.テスト", "한국.kr",
               "תפוז.co.il", "موقع.وزارة-الاتصالات.مصر", "ශ්‍රී.lk", "نامه‌ای.ir", "col·lecció.cat",
               "straße.de", "faß.de", "σίσυφος.gr", "ΣΊΣΥΦΟΣ.gr", "İstanbul.tr", "ǅ.com", "çirkin.com.tr",
               "cafe\u0301.fr", "café.fr", "ｅｘａｍｐｌｅ．ｃｏｍ", "example。com", "example．com",
               "example｡com", "bücher。de", "ﬁ.com", "ℌ.com", "Ⅻ.com", "㎏.com", "℡.com", "½.com",
               "⒈.com", "a\u2024b.com", "pаypal.com", "аррӏе.com", "xn--80ak6aa92e.com",
               "xn--mnchen-3ya.de", "XN--MNCHEN-3YA.DE", "xn--bcher-kva.example", "xn--zca.de",
               "xn--fa-hia.de", "xn--ls8h.la", "💩.la", "xn--zz.com", "xn--.com", "xn--a-.com",
               "xn---bbk.com", "xn--bbk.com", "xn--abc.com", "xn--ab.com", "xn--a.com", "xn--mnchen-3yA.de",
               "xn--mnchen-3ya-.de", "xn--Mnchen-3ya.de", "xn--4dbc.1.com", "1.xn--4dbc.com",
               "xn--4dbc.com", "אב.1.com", "1.אב.com", "xn--mgbh0a.com", "xn--fiqs8s.cn",
               "xn--55qx5d.cn", "xn--wgbl6a.com", "xn--r8jz45g.jp", "xn--wgv71a119e.jp",
               "xn--p1ai", "example.xn--p1ai", "example.xn--fiqs8s", "a.xn--0zwm56d",
               "\u0301cafe.fr", "ca\u0301fe\u0301.fr", "a\u200cb.com", "a\u200db.com", "l·l.cat",
               "a·b.cat", "·l.cat", "α͵β.gr", "͵β.gr", "א׳.il", "a׳.il", "ア・イ.jp", "・・.jp",
               "٠١.com", "٠۱.com", "۱۲.com", "a\u094d\u200c.com", "ab\u0663.com", "\u05d0a.com",
               "\u0627\u0661.com", "\u0627\u06f1.com", "\u05d0\u0661\u06f1.com", "a-\u05d0.com",
               "\u05d01.com", "1\u05d0.com", "\u05d0\u0300.com", "\u0300.com",
               "\u1e9e.de", "ß.de", "ς.gr", "Σ.gr", "ǈ.com", "Ⓐ.com", "ⓐⓑ.com", "🄰.com",
               "a\uff0eb.com", "ｃｏｍ", "münchen", "münchen.123", "münchen.localhost", "münchen.test",
               "\u3002example.com", "example.com\u3002", "example\u3002\u3002com", "a．．b.com",
               "\u2488.com", "\u2474.com", "\u1fef.com", "\uff01.com", "\uff3f.com", "a\uff0db.com",
               "\uff0dab.com", "ab\uff0d.com", "\u00bd\u2044.com", "\u2100.com", "\u01c4.com",
               "\u0628\u200c\u0627.com", "\u0628\u200c\u0628.com", "\u0915\u094d\u200d\u0937.in",
               "\u0915\u200d.in", "\u05d0\u05b0.il", "\u0e01\u0e34.th", "\u1100\u1161.kr",
               "xn--hxajbheg2az3al.gr", "xn--jxalpdlp.gr", "xn--e1afmkfd.xn--p1ai",
               "xn--nxasmm1c.com", "xn--nxasmq6b.com", "xn--mgba3a4f16a.ir", "xn--4gbrim.xn----ymcbaaajlc6dj7bxne2c.xn--wgbh1c"]
SPECIAL = ["localhost", "foo.localhost", "x.local", "printer.local", "x.test", "my.test",
           "x.invalid", "invalid", "10.in-addr.arpa", "x.arpa", "arpa", "example.onion",
           "3g2upl4pq6kufc4m.onion", "onion", "test", "local", "example", "com", "example.com",
           "example.org", "example.net", "mail.example.com", "www.example", "localhost.com",
           "testing.com", "test.com", "local.host", "notarpa", "xarpa.com", "x.tests",
           "LOCALHOST", "X.Local", "x.TEST", "X.ONION", "x.Invalid", "a.test.", "a.local.",
           "exámple.test", "xn--exmple-cua.test", "x.onion.com"]


def weighted(rng, items):
    return rng.choice(items)


def random_ascii_local(rng, length=None, specials=0.15):
    length = length or rng.randint(1, 20)
    out = []
    for _ in range(length):
        if rng.random() < specials:
            out.append(rng.choice(ATEXT_SPECIALS))
        else:
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    text = "".join(out)
    # Sprinkle some dots between characters.
    if length > 2 and rng.random() < 0.4:
        cut = rng.randint(1, length - 1)
        text = text[:cut] + "." + text[cut:]
    return text


def realistic_local(rng):
    first, last = rng.choice(FIRST), rng.choice(LAST)
    form = rng.randint(0, 11)
    if form == 0:
        text = first
    elif form == 1:
        text = first + "." + last
    elif form == 2:
        text = first[0] + last
    elif form == 3:
        text = first + "_" + last
    elif form == 4:
        text = first + "-" + last
    elif form == 5:
        text = first + str(rng.randint(1, 9999))
    elif form == 6:
        text = first + "." + last + "+" + rng.choice(["news", "shop", "tag", "2024", "x"])
    elif form == 7:
        text = first.capitalize() + "." + last.capitalize()
    elif form == 8:
        text = last + "." + first[0]
    elif form == 9:
        text = rng.choice(["info", "Info", "INFO", "sales", "support", "postmaster", "Postmaster",
                           "abuse", "noc", "security", "hostmaster", "usenet", "news", "webmaster",
                           "www", "uucp", "ftp", "marketing", "admin", "contact", "hello",
                           "no-reply", "noreply", "SUPPORT", "WebMaster"])
    elif form == 10:
        text = first + "." + rng.choice(INTL_LOCAL[:30])
    else:
        text = first + last + str(rng.randint(70, 99))
    return text


def realistic_domain(rng):
    form = rng.randint(0, 5)
    if form <= 2:
        return rng.choice(DOMAINS)
    if form == 3:
        return rng.choice(WORDS) + "." + rng.choice(TLDS)
    if form == 4:
        return rng.choice(WORDS) + "-" + rng.choice(WORDS) + "." + rng.choice(TLDS)
    return rng.choice(WORDS) + "." + rng.choice(WORDS) + "." + rng.choice(TLDS)


def case_variant(rng, text):
    pick = rng.random()
    if pick < 0.7:
        return text
    if pick < 0.85:
        return text.upper()
    return "".join(c.upper() if rng.random() < 0.5 else c for c in text)


def label_of(rng, length, alphabet="abcdefghijklmnopqrstuvwxyz0123456789"):
    if length <= 0:
        return ""
    if length == 1:
        return rng.choice("abcdefghijklmnopqrstuvwxyz")
    inner = "".join(rng.choice(alphabet + "-") for _ in range(length - 2))
    return rng.choice("abcdefghijklmnopqrstuvwxyz") + inner + rng.choice("abcdefghijklmnopqrstuvwxyz0123456789")


def domain_of_length(rng, length, tld="com"):
    """An ASCII domain of exactly `length` characters ending in `tld`."""
    labels = []
    remaining = length - len(tld)  # the rest plus dots
    while remaining > 0:
        if remaining <= 64:
            labels.append(label_of(rng, remaining - 1))
            remaining = 0
        else:
            size = rng.randint(20, 63)
            if remaining - size - 1 < 2:
                size = remaining - 3
            labels.append(label_of(rng, size))
            remaining -= size + 1
    domain = ".".join(l for l in labels if l) + "." + tld
    return domain


def hand_picked():
    cases = [
        # Plain and atext.
        "ann@example.com", "a@b.co", "a@b.c", "ANN@EXAMPLE.COM", "Ann.Lee@Example.Com",
        "ann+tag@example.com", "ann+@example.com", "+@example.com", "a.b.c.d@example.com",
        "!#$%&'*+-/=?^_`{|}~@example.com", "ann!#$%&'*+-/=?^_`{|}~@example.com", "_@example.com",
        "-@example.com", "ann'o'neil@example.com", "{ann}@example.com", "a|b@example.com",
        "ann@sub.sub.sub.example.com", "1234567890@example.com", "ann@123.com", "ann@1.2.3.com",
        "ann@a-b.com", "ann@a--b.com", "ann@a---b.com", "ann@ab--cd.com", "ann@xn--ab.com",
        "ann@XN--ab.com", "ann@abc--def.com", "ann@a.b--c.com", "ann@ab--.com", "ann@--ab.com",
        # Dots.
        ".ann@example.com", "ann.@example.com", "an..n@example.com", "..@example.com", ".@example.com",
        "ann@.example.com", "ann@example.com.", "ann@example..com", "ann@.", "ann@..", "ann@example.",
        "ann@-example.com", "ann@example-.com", "ann@example.-com", "ann@example.com-", "ann@ex-.ample.com",
        "ann@ex.-ample.com", "ann@-.com", "ann@a.-", "a.@b.com", "a..b@c.com", "ann.@.com",
        # Quoted local parts.
        '"ann"@example.com', '"ann lee"@example.com', '"a@b"@example.com', '"a\\"b"@example.com',
        '"a\\\\b"@example.com', '"a\\b"@example.com', '""@example.com', '" "@example.com', '"ann@example.com',
        '"a"b@example.com', 'a"b"@example.com', '"a".b@example.com', '"a""b"@example.com', '"\\"@example.com',
        '"ann\u00e9"@example.com', '"ann\u0000"@example.com', '"ann\u3000lee"@example.com',
        '"ann\tlee"@example.com', '"ann\u200blee"@example.com', '"..."@example.com', '".a"@example.com',
        '"a..b"@example.com', '"a\\ b"@example.com', '"\u0301a"@example.com', '"a\u037eb"@example.com',
        '"Ann" <ann@example.com>', '"a\\"b" <ann@example.com>', '"a" "b" <ann@example.com>',
        # Display names and angle brackets.
        "Ann <ann@example.com>", "Ann Lee <ann@example.com>", "Ann<ann@example.com>", "<ann@example.com>",
        " <ann@example.com>", "Ann <ann@example.com", "Ann <ann@example.com> ", "Ann <ann@example.com>x",
        "Ann <ann@example.com> x", "Ann. <ann@example.com>", "Ann, Lee <ann@example.com>", "Ann <>",
        "Ann <@example.com>", "Ann <ann@>", "Ann <ann>", "ann@example.com>", "ann>@example.com",
        "ann<@example.com", "<ann>@example.com", "Ann <<ann@example.com>>", "Ann <ann@example.com>>",
        "Zoë <ann@example.com>", "Ann\u200b <ann@example.com>", "Ann\u0000 <ann@example.com>",
        "a<\u0338b@example.com", "Ann <\u0338ann@example.com>", "ann@\u0338example.com", "ann\"@example.com",
        "Ann <ann@example.com> <bob@example.com>", "<ann@example.com><bob@example.com>", "<<>>",
        # At-signs and spaces.
        "ann", "@example.com", "ann@", "@", "@@", "", " ", "ann@@example.com", "ann@b@example.com",
        "ann@example.com@", "ann @example.com", "ann@ example.com", "ann@exa mple.com", "an n@example.com",
        " ann@example.com", "ann@example.com ", "  ann@example.com  ", "\tann@example.com", "ann@example.com\n",
        "ann@example.com\r\n", "\u00a0ann@example.com", "ann@example.com\u00a0", "\u3000ann@example.com",
        "ann＠example.com", "ann﹫example.com", "ann＠example.com＠", "ann@example.com＠x",
        "ann@example\u3000com", "ann@example.com\u200b", "\ufeffann@example.com",
        # Local part lengths.
        "a" * 64 + "@example.com", "a" * 65 + "@example.com", "a" * 100 + "@example.com",
        "é" * 64 + "@example.com", "é" * 65 + "@example.com", "中" * 80 + "@example.com",
        # Domain literals.
        "ann@[1.2.3.4]", "ann@[255.255.255.255]", "ann@[256.1.1.1]", "ann@[01.2.3.4]", "ann@[1.2.3]",
        "ann@[1.2.3.4.5]", "ann@[1..2.3]", "ann@[.]", "ann@[]", "ann@[ 1.2.3.4 ]", "ann@[1.2.3.4",
        "ann@1.2.3.4]", "ann@[IPv6:::1]", "ann@[ipv6:2001:db8::1]", "ann@[IPV6:2001:DB8:0:0:0:0:0:1]",
        "ann@[IPv6:2001:db8::1%eth0]", "ann@[IPv6:zz]", "ann@[IPv6:]", "ann@[IPv6:1.2.3.4]",
        "ann@[IPv6:::ffff:1.2.3.4]", "ann@[IPv6:1:2:3:4:5:6:7:8:9]", "ann@[foo:bar]", "ann@[foo]",
        "ann@[x:é]", "ann@[x:\u0000]", "ann@[::1]", "ann@[2001:db8::1]", "ann@[IPv6:fe80::1%25eth0]",
        "ann@[1.2.3.4].com", "ann@a.[1.2.3.4]", "ann@[a@b]", '"a@b"@[1.2.3.4]', "ann@[ipv4:1.2.3.4]",
        # Numeric and odd TLDs, single labels.
        "ann@example.123", "ann@1.2.3.4", "ann@example.c0m", "ann@example.co1", "ann@example.1c",
        "ann@example", "ann@com", "ann@a", "ann@x1", "ann@123", "ann@example.c-m", "ann@example.com1",
        # Label and domain lengths.
        "ann@" + "a" * 63 + ".com", "ann@" + "a" * 64 + ".com", "ann@" + "a" * 62 + "b.com",
        "ann@b." + "a" * 63, "ann@b." + "a" * 64,
        # Unsafe and control characters.
        "ann\u0000@example.com", "ann\u007f@example.com", "a\u0085nn@example.com", "ann\u200b@example.com",
        "ann\u200d@example.com", "ann\u202e@example.com", "\u0301ann@example.com", "ann\u0301@example.com",
        "ann@exam\u0000ple.com", "ann@exam\u200bple.com", "ann@exam\u00adple.com", "ann@\u0301example.com",
        "ann@exa\u0301mple.com", "ann@example.com\u0301", "ann\u2028@example.com", "ann@ex\u2029ample.com",
        "ann\ue000@example.com", "ann\u0378@example.com", "ann@exa\u0378mple.com", "ann@ex\ue000ample.com",
        # Internationalized local parts.
        "josé@example.com", "jose\u0301@example.com", "中文@example.com", "用户@例子.广告", "😀@example.com",
        "👍🏽@example.com", "👨\u200d👩\u200d👧@example.com", "♥\ufe0f@example.com", "שלום@example.com",
        "مرحبا@example.com", "नमस्ते@example.com", "Pelé@example.com", "ÅNGSTRÖM@example.com",
        "\u212bngstrom@example.com", "\u2126@example.com", "a\u037eb@example.com", "\u037e@example.com",
        "a\u1fefb@example.com", "ﬁle@example.com", "ｆｕｌｌ@example.com", "INFO@example.com",
        "Info@Example.COM", "İNFO@example.com", "ınfo@example.com", "ǅemal@example.com",
        "e\u0301\u0301@example.com", "\u1100\u1161\u11a8@example.com", "\u0344@example.com",
        "POSTMASTER@EXAMPLE.COM", "Postmaster@münchen.de", "info.x@example.com",
        # Code points that pass email-validator's own character checks but that UTS #46 disallows.
        "ann@\u2ff0.com", "ann@a\u2ffb.com", "ann@\ufe12.com", "ann@\ufe19.com", "ann@\ufe30.com",
        "ann@\ufffc.com", "ann@\ufffd.com", "\ufffd@example.com", "ann\uffff@example.com", "ann@a\uffff.com",
        # Python repr() quoting and escapes in messages; a newline that "$" lets through.
        "ann@[1.2.3.4\n]", "ann@[1.2.3.04\n]", "ann@[IPv6:a'b]", "ann@[IPv6:a'\"b]", "ann@[IPv6:fe80::1%]",
        "ann@[IPv6:fe80::1%a%b]", "ann@[IPv6:1::2::3]", "ann@[IPv6:1:2:3:4:5:6:7::]", "ann@[IPv6:::1.2.3]",
        "ann@[IPv6:12345::]", "ann@[IPv6:1/2::]", "ann@[IPv6::1:2]", "ann@[IPv6:1:2:]", "ann@[IPv6:1:2:3:4:5:6:7:8:9:0]",
        "ann@[IPv6:1::2:3:4:5:6:7:8]", "ann@[IPv6::1::]", "ann@[IPv6:1::2:]", "ann@[IPv6:1:::]", "ann@[IPv6:::1:2:3:4:5:6:7]",
        # Display names: which trailing spaces are removed before the angle bracket.
        "Ann\u3000<ann@example.com>", "Ann\t<ann@example.com>", "Ann\u00a0 <ann@example.com>",
        "\"Ann\"\u2003<ann@example.com>", "Ann <ann@example.com>\u3000", "Ann <ann@example.com>\t",
        # Special-use domains.
    ] + ["ann@" + d for d in SPECIAL] + ["ann@" + d for d in IDN_DOMAINS]
    return cases


# Unicode labels written as raw Punycode A-labels (bypassing idna's checks on encoding), to
# reach the checks idna makes when decoding: CONTEXTJ/CONTEXTO rules, hyphens, NFC, leading
# combiners, disallowed and unassigned code points, the Bidi Rule.
CRAFTED_LABELS = ["a\u200cb", "\u0628\u200c\u0627", "\u0628\u200c\u0628", "\u0915\u094d\u200c",
                  "\u0dc1\u0dca\u200d\u0dbb\u0dd3", "\u200d", "a\u200d", "a\u00b7b", "l\u00b7l",
                  "\u0375a", "\u0375\u03b2", "a\u05f3", "\u05d0\u05f3", "\u30fb", "\u30a2\u30fb",
                  "\u0660\u06f1", "\u0660\u0661", "\u05d0-\u05d0", "\u05d0a", "\u05d0\u02b9",
                  "a\u02b9", "ab--\u00e9", "-\u00e9", "\u00e9-", "e\u0301", "\u0301e", "\u00dc",
                  "\U0001f4a9", "\u0378", "\U000e0041", "\ud800", "\u0cf3", "\u0cf3\u200c",
                  "\U0001e030", "\U00011f00", "\u00e9" * 70, "\u05d0" + "1" + "\u0661",
                  "\u06271\u0661", "\u05d0\u0300", "\u05d01", "1\u05d0", "\u00e9\u0301",
                  "\u00df", "\u03c2", "\u0131", "\u00e9\u00e9\u00e9", "\u4e2d\u6587", "\u0661"]


def crafted_cases():
    cases = []
    for label in CRAFTED_LABELS:
        alabel = "xn--" + label.encode("punycode").decode("ascii")
        cases.append("ann@" + alabel + ".com")
        if "\ud800" not in label:
            cases.append("ann@" + label + ".com")
    # Labels that mean something next to a right-to-left label (the Bidi Rule on every label).
    for other in ["1", "a1", "a\u02b9", "xn--a-ecp", "abc"]:
        cases.append("ann@" + other + ".xn--4dbc.com")
        cases.append("ann@" + other + ".\u05d0\u05d1.com")
    # Mappings that make the domain longer (㎏ → kg, ﬃ → ffi, ﷺ → 18 characters).
    cases += ["ann@" + "\u338f" * 126 + ".com", "ann@" + "\u338f" * 130 + ".com", "ann@" + "\ufb03" * 30 + ".com",
              "ann@" + "\ufb03" * 90 + ".com", "ann@a\ufdfa.com", "ann@\ufdfa.com", "ann@" + "\u2121" * 80 + ".com"]
    # A-labels that are not Punycode or not canonical; upper case.
    cases += ["ann@xn--" + tail + ".com" for tail in
              ["a", "ab", "abc", "99999999999", "zzzzzzzzzzzzzzzzzzzzzzz", "a-b", "a-", "-a", "mnchen-3ya", "mnchen-3yb",
               "MNCHEN-3YA", "mnchen--3ya", "ls8h", "tda", "tdaa", "0", "9", "a9a", "bcher-kva", "bcher-kvaa",
               "1ch", "abc-", "3-", "xn--ab", "qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"]]
    return cases


# Mappings that make one label longer than idna's 254-code-point label limit, which then
# wins over the code point checks; a lone replacement character.
LATE_CASES = ["ann@" + "\u338f" * 70 + "\u1100" + "\u338f" * 60 + ".com",
              "ann@" + "\u338f" * 130 + "\u00e9.com", "ann@" + "\ufdfa" * 14 + ".com",
              "ann@a." + "\u2121" * 85 + "\u00fc.com"]


def length_cases(rng):
    cases = []
    # Total length 250..258 with ASCII local part and domain.
    for total in range(250, 259):
        for local_length in (1, 10, 64, 65):
            domain_length = total - local_length - 1
            if domain_length < 5:
                continue
            domain = domain_of_length(rng, domain_length)
            cases.append("a" * local_length + "@" + domain)
    # Domain 250..256 characters.
    for length in range(250, 257):
        cases.append("a@" + domain_of_length(rng, length))
        cases.append(domain_of_length(rng, length) + "@b.com")
    # Multi-byte local parts around 254 UTF-8 octets: é is 2 octets, 中 is 3, 😀 is 4.
    for char, octets in (("é", 2), ("中", 3), ("😀", 4)):
        for total in range(250, 258):
            domain = "example.com"
            room = total - len(domain) - 1
            count, rest = divmod(room, octets)
            cases.append(char * count + "a" * rest + "@" + domain)
    # NFD local parts whose NFC form is shorter; NFC-expanding characters.
    for count in (60, 80, 120):
        cases.append("e\u0301" * count + "@example.com")
        cases.append("\u0344" * count + "@example.com")
        cases.append("\u0958" * count + "@example.com")
    cases.append("\u0344" * 60 + "a" * 8 + "@example.com")
    # IDN labels whose A-label is 62..65 octets, and IDN domains near 253 after encoding.
    for target in range(60, 67):
        for seed_char in ("ü", "中", "é"):
            found = False
            for count in range(1, 12):
                for filler in range(0, 64):
                    guess = seed_char * count + "a" * filler
                    if 4 + len(guess.encode("punycode")) == target:
                        cases.append("ann@" + guess + ".com")
                        found = True
                        break
                if found:
                    break
    for target in range(248, 258):
        labels = []
        ascii_length = 0
        while True:
            label = "ü" + "".join(rng.choice("abcdefghij") for _ in range(40))
            encoded = len(idna.alabel(label))
            if ascii_length + encoded + 1 + 4 > target:
                break
            labels.append(label)
            ascii_length += encoded + 1
        need = target - ascii_length - 4  # the last ASCII label plus ".com"
        if need >= 1:
            labels.append("b" * min(need, 63))
        domain = ".".join(labels) + ".com"
        cases.append("a@" + domain)
        cases.append("a" * (254 - 1 - len(domain.encode())) + "@" + domain if len(domain.encode()) < 250 else "a@" + domain)
    return cases


def local_part_cases(rng):
    cases = []
    for _ in range(500):
        local = random_ascii_local(rng)
        pick = rng.random()
        if pick < 0.1:
            local = "." + local
        elif pick < 0.2:
            local = local + "."
        elif pick < 0.3 and len(local) > 2:
            cut = rng.randint(1, len(local) - 1)
            local = local[:cut] + ".." + local[cut:]
        cases.append(local + "@" + realistic_domain(rng))
    for _ in range(250):
        parts = [rng.choice(INTL_LOCAL) for _ in range(rng.randint(1, 3))]
        separator = rng.choice(["", ".", "_", "-", "+"])
        local = separator.join(parts)
        if rng.random() < 0.3:
            local = rng.choice(FIRST) + separator + local
        if rng.random() < 0.25:
            local = unicodedata.normalize(rng.choice(["NFD", "NFC", "NFKC", "NFKD"]), local)
        cases.append(local + "@" + realistic_domain(rng))
    for _ in range(250):
        local = realistic_local(rng)
        position = rng.randint(0, len(local))
        local = local[:position] + rng.choice(UNSAFE) + local[position:]
        cases.append(local + "@" + realistic_domain(rng))
    for _ in range(150):
        body = "".join(rng.choice(ATEXT + ' @"\\.,;:()[]<>\u00e9\u4e2d\u3000\u0000\u200b')
                       for _ in range(rng.randint(0, 12)))
        cases.append('"' + body + '"@' + realistic_domain(rng))
    return cases


def idn_label(rng):
    pools = ["äöüßéèàçñøåæœ", "абвгдежзийклмнопрстуфхцчшщыэюя", "αβγδεζηθικλμνξοπρστυφχψω",
             "中文日本語漢字例子测试网络", "ひらがなカタカナー", "한국어도메인", "אבגדהוזחטיכלמנסעפצקרשת",
             "ابتثجحخدذرزسشصضطظعغفقكلمنهوي", "कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह"]
    pool = rng.choice(pools)
    label = "".join(rng.choice(pool) for _ in range(rng.randint(1, 8)))
    if rng.random() < 0.4:
        label = rng.choice(WORDS) + label if rng.random() < 0.5 else label + rng.choice(WORDS)
    return label


def domain_cases(rng):
    cases = []
    for _ in range(600):
        labels = [idn_label(rng) if rng.random() < 0.6 else rng.choice(WORDS) for _ in range(rng.randint(1, 3))]
        tld = rng.choice(TLDS + ["рф", "中国", "みんな", "קום", "موقع", "xn--p1ai", "123", "c0m"])
        domain = ".".join(labels + [tld])
        pick = rng.random()
        if pick < 0.2:
            domain = domain.upper()
        elif pick < 0.3:
            domain = domain.replace(".", rng.choice(["。", "．", "｡"]))
        elif pick < 0.4:
            domain = unicodedata.normalize("NFD", domain)
        elif pick < 0.55:
            # The A-label form, sometimes damaged.
            try:
                domain = idna.encode(domain).decode("ascii")
            except idna.IDNAError:
                pass
            if rng.random() < 0.5 and "xn--" in domain:
                index = domain.index("xn--") + rng.randint(4, 8)
                if index < len(domain):
                    domain = domain[:index] + rng.choice("abcxyz019-") + domain[index + 1:]
        cases.append(realistic_local(rng) + "@" + domain)
    for _ in range(300):
        label = label_of(rng, rng.randint(1, 12))
        pick = rng.randint(0, 7)
        if pick == 0:
            label = "-" + label
        elif pick == 1:
            label = label + "-"
        elif pick == 2 and len(label) >= 4:
            label = label[:2] + "--" + label[4:]
        elif pick == 3:
            label = "xn--" + label
        elif pick == 4:
            label = label + "." + str(rng.randint(0, 999))
        elif pick == 5:
            label = label.upper()
        elif pick == 6:
            label = label + "_" + label
        cases.append(realistic_local(rng) + "@" + label + "." + rng.choice(TLDS))
    for _ in range(150):
        d = rng.choice(SPECIAL)
        if rng.random() < 0.5:
            d = rng.choice(WORDS) + "." + d
        cases.append(realistic_local(rng) + "@" + d)
    for _ in range(150):
        pick = rng.randint(0, 5)
        if pick == 0:
            literal = ".".join(str(rng.choice([0, 1, 10, 127, 192, 255, 256, 300, rng.randint(0, 255)])) for _ in range(4))
        elif pick == 1:
            literal = ".".join(str(rng.randint(0, 255)) for _ in range(rng.choice([3, 4, 5])))
        elif pick == 2:
            literal = rng.choice(["IPv6:", "ipv6:", "IPV6:", "IPv6 :", "IPv4:", "v6:"]) + str(
                ipaddress.IPv6Address(rng.getrandbits(128)))
        elif pick == 3:
            literal = "IPv6:" + rng.choice(["::", "::1", "1::", "2001:db8::", "::ffff:10.0.0.1", "1:2:3:4:5:6:7:8",
                                            "1:2:3:4:5:6:7", "12345::", "g::1", "fe80::1%1", "2001:DB8::A"])
        elif pick == 4:
            literal = "0" + ".".join(str(rng.randint(0, 255)) for _ in range(4))
        else:
            literal = rng.choice(["tag:value", "x:y", ":", "a:\u00e9", "é", "1.2.3.4 ", " 1.2.3.4"])
        cases.append(realistic_local(rng) + "@[" + literal + "]")
    return cases


def display_name_cases(rng):
    cases = []
    for _ in range(150):
        name = rng.choice(["Ann", "Ann Lee", '"Lee, Ann"', '"Ann \\"The Cat\\" Lee"', "Zoë", "A.", "",
                           "Ann\u200b", "Ann (work)", "ann@example.com", "Ann <", '"unterminated', "中文 名"])
        address = realistic_local(rng) + "@" + realistic_domain(rng)
        form = rng.randint(0, 4)
        if form == 0:
            cases.append(name + " <" + address + ">")
        elif form == 1:
            cases.append(name + "<" + address + ">")
        elif form == 2:
            cases.append(name + " <" + address)
        elif form == 3:
            cases.append(name + " <" + address + ">" + rng.choice([" ", "  ", "x", " x", ">"]))
        else:
            cases.append("<" + address + ">")
    return cases


POOL = list(ATEXT + " .@\"\\<>[](),;:") + ["é", "ü", "中", "😀", "。", "．", "＠", "\u0301", "\u200b",
                                             "\u200c", "\u200d", "\u00a0", "\u3000", "\x00", "\t",
                                             "\u037e", "ß", "İ", "\u05d0", "\u0627", "\u0661", "·",
                                             "\u2024", "ﬁ", "\uff01", "-", "--", "xn--", ".."]


def mutate(rng, text):
    kind = rng.randint(0, 5)
    position = rng.randint(0, len(text))
    if kind <= 1:
        return text[:position] + rng.choice(POOL) + text[position:]
    if kind == 2 and text:
        position = min(position, len(text) - 1)
        return text[:position] + text[position + 1:]
    if kind == 3 and text:
        position = min(position, len(text) - 1)
        return text[:position] + rng.choice(POOL) + text[position + 1:]
    if kind == 4 and text:
        position = min(position, len(text) - 1)
        return text[:position] + text[position] + text[position:]
    return case_variant(rng, text)


def judge(text):
    try:
        result = validate_email(text, check_deliverability=False)
    except EmailNotValidError as error:
        return 0, "", str(error)
    return 1, result.normalized, ""


def json_string(text):
    """A JSON string literal; characters of categories M, C, Z (but U+0020) as \\u escapes."""
    out = ['"']
    for char in text:
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif char != " " and unicodedata.category(char)[0] in "MCZ":
            code = ord(char)
            if code > 0xFFFF:
                code -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)))
            else:
                out.append("\\u%04x" % code)
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


FORBIDDEN_IN_RAW = ("\t", "\n", "\r", "\x85", "\u2028", "\u2029")


QUICK_SEED = 20261124
QUICK_TARGET = 3000


def quick_shape_cases(rng):
    """Addresses in the shapes of fieldcheck's byte-level e-mail reading and next to them:
    international domains (letters UTS #46 keeps, maps or refuses; right-to-left scripts;
    combining marks; A-labels; labels near 63 bytes once encoded), unfinished addresses
    (no @-sign, nothing after it, a final period, no period) and mistakes no ending mends
    (local parts outside atext or with stray periods, characters no host name holds),
    lengths near 254."""
    locals_ = ["ann", "a", "x.y", "Info", "postmaster", "josé", "ü1", "zoë.o", "юзер", "用户", "αβ", "a+b", "a_b",
               "us er", ".a", "a.", "a..b", "", "a(b)", "a\\b", "a\tb", "a,b", "a\x7fb", "a:b", "ü b", "a]b"]
    pieces = ["a", "z", "Q", "1", "0", "-", ".", "ü", "é", "ß", "ı", "ĸ", "ø", "ł", "ž", "Ü", "É", "ſ", "ŀ", "ŉ", "ǅ", "ʰ", "ª",
              "\u0301", "\u0308", "д", "Д", "ё", "ж", "ς", "σ", "λ", "Ω", "日", "本", "例", "子", "한", "あ", "ア", "ก", "\u0e31",
              "א", "ב", "ب", "٣", "\u200d", "\u200c", "ﬀ", "ａ", "·", "×", "xn", "--", "com", "de", "рф", "中国", "local",
              "test", "c0", " ", "_", "@", "[", "]", "(", "!", "#"]
    tlds = ["com", "de", "рф", "中国", "xn--p1ai", "c0", "test", "local", "io", "co.uk"]
    cases = []
    while len(cases) < QUICK_TARGET:
        local = rng.choice(locals_) + (str(rng.randrange(100)) if rng.random() < 0.2 else "")
        pick = rng.random()
        if pick < 0.45:
            labels = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 6))) for _ in range(rng.randint(1, 3))]
            domain = ".".join(labels)
        elif pick < 0.75:
            word = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzäöüßéèñçøåłżśćńěščřžýþðı") for _ in range(rng.randint(1, 12)))
            domain = word + "." + rng.choice(tlds)
        else:
            # A-labels near 63 bytes, and addresses near 254.
            letter = rng.choice(["ü", "日", "ж", "a", "é"])
            label = letter * rng.randint(10, 62) + "a" * rng.randint(0, 20)
            domain = label + "." + rng.choice(tlds)
            if rng.random() < 0.3:
                local = "x" * rng.randint(150, 250)
        shape = rng.random()
        if shape < 0.08:
            cases.append(local)
        elif shape < 0.13:
            cases.append(local + "@")
        elif shape < 0.25:
            cases.append(local + "@" + domain + ".")
        elif shape < 0.35:
            cases.append(local + "@" + domain.split(".")[0])
        else:
            cases.append(local + "@" + domain)
    return cases


PASTED_SEED = 20261125
PASTED_TARGET = 1500


def pasted_cases(rng):
    """Addresses wrapped as they arrive from documents and forms (`mailto:`, `Email: `,
    angle brackets, quotes, a trailing comma or full stop, no-break and ideographic spaces),
    with odd case, spaced or doubled at-signs and periods, and full-width forms."""
    bases = ["ann@example.com", "Ann.Lee@Example.COM", "josé@münchen.de", "用户@例子.中国", "info@bücher.example",
             "x@localhost", "a.b+tag@sub.example.co.uk", "ANN@EXAMPLE.COM", "ann@exa-mple.com", "юзер@пример.рф"]
    wraps = ["{}", "mailto:{}", "Email: {}", "<{}>", "{},", "{};", "\"{}\"", "'{}'", "{} (work)", "\u00a0{}\u00a0",
             "\u3000{}", "{}\u3002", "({})", "{}.", " {} ", "{}\u200b", "E-mail:{}", "{}>", "[{}]", "{}\uff0e", "{}\u0663"]
    cases = []
    while len(cases) < PASTED_TARGET:
        text = rng.choice(bases)
        if rng.random() < 0.3:
            text = "".join(c.upper() if rng.random() < 0.5 else c for c in text)
        if rng.random() < 0.2:
            text = text.replace("@", rng.choice(["\uff20", " @ ", "@@", "(at)", "@"]))
        if rng.random() < 0.2:
            text = text.replace(".", rng.choice(["\uff0e", "\u3002", " . ", "..", "."]))
        cases.append(rng.choice(wraps).format(text))
    return cases


def main():
    rng = random.Random(SEED)
    seen = set()
    rows = []
    judged = {}

    def add(text, tag):
        if text in seen or any(0xD800 <= ord(c) <= 0xDFFF for c in text):
            return
        seen.add(text)
        expected, normalized, message = judge(text)
        judged[text] = expected
        rows.append((text, expected, normalized, message, tag))

    for text in hand_picked():
        add(text, "edge")
    for text in crafted_cases():
        add(text, "crafted")
    for text in length_cases(rng):
        add(text, "length")
    for text in local_part_cases(rng):
        add(text, "local")
    for text in domain_cases(rng):
        add(text, "domain")
    for text in display_name_cases(rng):
        add(text, "display")

    # Realistic addresses, mostly valid.
    while len(rows) < TARGET - PREFIX_TARGET - 2000:
        local = case_variant(rng, realistic_local(rng)) if rng.random() < 0.2 else realistic_local(rng)
        domain = case_variant(rng, realistic_domain(rng)) if rng.random() < 0.2 else realistic_domain(rng)
        add(local + "@" + domain, "realistic")

    # Random mutations of valid addresses.
    valid = [row[0] for row in rows if row[1] == 1]
    while len(rows) < TARGET - PREFIX_TARGET:
        text = rng.choice(valid)
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            text = mutate(rng, text)
        add(text, "mutation")

    # Prefixes of valid addresses: every prefix of some, random cuts of others.
    valid = [row[0] for row in rows if row[1] == 1]
    rng.shuffle(valid)
    prefixes = 0
    for index, text in enumerate(valid):
        if prefixes >= PREFIX_TARGET:
            break
        cuts = range(0, len(text)) if index % 4 == 0 else sorted(rng.sample(range(len(text)), min(4, len(text))))
        for cut in cuts:
            before = len(rows)
            add(text[:cut], "prefix")
            prefixes += len(rows) - before

    # Late additions (after the prefixes, so that earlier rows keep their random draws).
    for text in LATE_CASES:
        add(text, "edge")

    # The shapes fieldcheck's quick reading settles without the full validator, and the
    # shapes beside them (its own seed, after everything else, so earlier rows keep theirs).
    for text in quick_shape_cases(random.Random(QUICK_SEED)):
        add(text, "quick")

    # Addresses as people paste them: wrapped in words, quotes, brackets and punctuation,
    # odd case and spacing, full-width and ideographic look-alikes (their own seed, last).
    for text in pasted_cases(random.Random(PASTED_SEED)):
        add(text, "pasted")

    valid_count = sum(row[1] for row in rows)
    for text, expected, normalized, message, _ in rows:
        for char in FORBIDDEN_IN_RAW:
            assert char not in normalized and char not in message, (text, normalized, message)

    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as out:
        out.write("# email cases: INPUT<TAB>EXPECTED<TAB>NORMALIZED<TAB>MESSAGE. INPUT is a JSON string literal "
                  "(characters of categories M, C and Z other than the space are \\u escapes); EXPECTED 1/0 from "
                  "email_validator.validate_email(INPUT, check_deliverability=False); NORMALIZED (.normalized, when "
                  "valid) and MESSAGE (str(exception), when invalid) are raw. Generated by "
                  "scripts/generate-email-fixtures.py with email-validator %s, idna %s, Python %s (unicodedata %s), "
                  "seed %d\n" % (email_validator.__version__, idna.__version__, sys.version.split()[0],
                                 unicodedata.unidata_version, SEED))
        for text, expected, normalized, message, _ in rows:
            out.write("%s\t%d\t%s\t%s\n" % (json_string(text), expected, normalized, message))

    tags = {}
    for row in rows:
        counts = tags.setdefault(row[4], [0, 0])
        counts[row[1]] += 1
    print("wrote %s: %d cases, %d valid, %d invalid" % (OUT, len(rows), valid_count, len(rows) - valid_count))
    for tag, (invalid, valid) in sorted(tags.items()):
        print("  %-10s %5d valid %5d invalid" % (tag, valid, invalid))


if __name__ == "__main__":
    main()
