import logging
import sys

log = logging.getLogger(__name__)


class Importer:
    def run(self, rows: list[dict]) -> int:
        # ruleid: python-print-in-library
        print(f"importing {len(rows)} rows")
        for row in rows:
            if "id" not in row:
                # ruleid: python-print-in-library
                print("skipping", row)
        return len(rows)

    def run_logged(self, rows: list[dict]) -> int:
        # ok: python-print-in-library
        log.info("importing %d rows", len(rows))
        return len(rows)


def export(rows: list[dict], out) -> None:
    for row in rows:
        # ok: python-print-in-library
        print(row["id"], row["name"], sep=",", file=out)


def main() -> None:
    # ok: python-print-in-library
    print(Importer().run([]))


if __name__ == "__main__":
    # ok: python-print-in-library
    print("done", file=sys.stderr)
