import argparse
import os
import sys
from string import Template

TEMPLATE_ROOT = os.path.realpath("/etc/acme/notification-templates")


def load_template(name):
    candidate = os.path.realpath(os.path.join(TEMPLATE_ROOT, os.path.basename(name)))
    if os.path.commonpath([candidate, TEMPLATE_ROOT]) != TEMPLATE_ROOT:
        raise SystemExit(f"template {name!r} is outside the template root")
    with open(candidate, encoding="utf-8") as fh:
        return Template(fh.read())


def main(argv=None):
    parser = argparse.ArgumentParser(description="Render a notification template")
    parser.add_argument("template", help="template file name, e.g. welcome.txt")
    parser.add_argument("--var", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    variables = dict(item.split("=", 1) for item in args.var)
    sys.stdout.write(load_template(args.template).safe_substitute(variables))
    return 0


if __name__ == "__main__":
    sys.exit(main())
