import argparse
import sys

from lxml import etree

THRESHOLD_XPATH = "number(/coverage/@line-rate)"
PACKAGES_XPATH = "/coverage/packages/package"


def summarize(path, minimum):
    doc = etree.parse(path)
    overall = doc.xpath(THRESHOLD_XPATH) * 100
    for package in doc.xpath(PACKAGES_XPATH):
        rate = float(package.get("line-rate", 0)) * 100
        print(f"{package.get('name'):<40} {rate:6.1f}%")
    print(f"{'TOTAL':<40} {overall:6.1f}%")
    return overall >= minimum


def main(argv=None):
    parser = argparse.ArgumentParser(description="Summarize a Cobertura coverage report")
    parser.add_argument("report", help="path to coverage.xml")
    parser.add_argument("--min", type=float, default=80.0)
    args = parser.parse_args(argv)
    return 0 if summarize(args.report, args.min) else 1


if __name__ == "__main__":
    sys.exit(main())
