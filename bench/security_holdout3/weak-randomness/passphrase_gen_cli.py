import random
import string

import click

SYMBOLS = "!#$%&*+-=?@^_"


@click.command()
@click.option("--length", type=click.IntRange(12, 128), default=20, show_default=True)
@click.option("--count", type=click.IntRange(1, 50), default=1, show_default=True)
@click.option("--no-symbols", is_flag=True, help="Letters and digits only.")
def generate(length, count, no_symbols):
    """Print new random passwords for service accounts."""
    rng = random.SystemRandom()
    alphabet = string.ascii_letters + string.digits + ("" if no_symbols else SYMBOLS)
    for _ in range(count):
        password = "".join(rng.choice(alphabet) for _ in range(length))
        click.echo(password)


if __name__ == "__main__":
    generate()
