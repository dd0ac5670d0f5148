// A form handler's checks with fieldcheck's engine: rules from options and from a fields
// file, each value's status with its reason, canonical forms, and the as-you-type mask.
// Prints what it finds; exits 1 when a value does not pass, as fieldcheck does.
import FieldCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var allPassed = true

/// Prints a value's verdict; false when it did not pass.
func report(_ label: String, _ value: String, _ verdict: Verdict) -> Bool {
    print("\(label)\t\(value)\t\(verdict.status.name)\t\(verdict.reason ?? "")")
    return verdict.status == .passed
}

do {
    // A rule from options, as on the command line.
    let phone = try Rule.make(options: ["--type", "phone", "--region", "US"])
    for value in ["+1 1 877 215 5230", "(201) 555-01", "555-0100"] {
        let (verdict, formatted) = phone.format(value)
        allPassed = report("phone", value, verdict) && allPassed
        if let formatted { print("phone\t\(value)\tcanonical\t\(formatted)") }
    }

    // A rule from one line of options, quoted as in a shell.
    let code = try Rule.make(optionLine: "-p '[A-Z]{3}-[0-9]{4}' --min-length 8")
    allPassed = report("code", "ABC-12", code.check("ABC-12")) && allPassed

    // The rules of a fields file, one column a line.
    let rules = try FieldsFile.rules(in: """
        # A signup form.
        email  --type email
        zip    --type zip
        plan   --one-of free --one-of pro
        """)
    let form = ["email": "ann@example.com", "zip": "9021", "plan": "pro"]
    for (column, rule) in rules {
        allPassed = report(column, form[column] ?? "", rule.check(form[column] ?? "")) && allPassed
    }

    // What a text field shows while a phone number is typed.
    let typing = AsYouType(rule: phone)
    print("typing\t2015550\t\(typing.format("2015550"))")

    // A mistake in the rules is an error with its reason, never a crash.
    do {
        _ = try Rule.make(options: ["--type", "phon"])
    } catch {
        print("error\t\(error.message)")
    }
    do {
        _ = try FieldsFile.rules(in: "zip --type zip\nzip --type zip\n", path: "form.fields")
    } catch {
        print("error\t\(error)")
    }
} catch {
    print("unexpected: \(error)")
    exit(2)
}
exit(allPassed ? 0 : 1)
