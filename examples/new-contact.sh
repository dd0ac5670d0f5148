#!/bin/sh
# Asks for a contact on the terminal and appends it to contacts.tsv (or the file given).
# Esc or Ctrl-C leaves the file as it was, with fieldcheck's exit code (1 or 130).
out=${1:-contacts.tsv}
here=$(dirname "$0")
form=$(fieldcheck prompt --fields "$here/contact-form.fields") || exit $?
eval "$form"   # name='Ann O'"'"'Neil' ... : safe, every value is single-quoted
printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$phone" "$city" "$state" "$zip" >> "$out"
echo "added $name to $out" >&2
