import csv
import sys
from importlib import resources

import click
from lxml import etree


def load_tax_codes():
    with resources.files("billing_tools").joinpath("data/tax_codes.xml").open("rb") as fh:
        tree = etree.parse(fh)
    return [
        (node.get("code"), node.findtext("description"), node.findtext("rate"))
        for node in tree.getroot().iter("taxCode")
    ]


@click.command()
@click.option("--format", "fmt", type=click.Choice(["text", "csv"]), default="text")
@click.option("--country", default=None, help="Only codes starting with this prefix.")
def list_codes(fmt, country):
    rows = [r for r in load_tax_codes() if not country or r[0].startswith(country.upper())]
    if fmt == "csv":
        writer = csv.writer(sys.stdout)
        writer.writerow(["code", "description", "rate"])
        writer.writerows(rows)
        return
    for code, description, rate in rows:
        click.echo(f"{code:<10} {rate:>6}  {description}")


if __name__ == "__main__":
    list_codes()
