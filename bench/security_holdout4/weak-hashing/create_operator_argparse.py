import argparse
import getpass
import hashlib
import sqlite3
import sys

DB_PATH = "/var/lib/treasury/ops_console.db"


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Create a treasury operations console operator")
    parser.add_argument("username")
    parser.add_argument("--role", choices=["viewer", "approver", "admin"], default="viewer")
    parser.add_argument("--db", default=DB_PATH)
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    password = getpass.getpass(f"Password for {args.username}: ")
    if password != getpass.getpass("Repeat password: "):
        sys.exit("passwords do not match")
    password_hash = hashlib.new("md5", password.encode("utf-8")).hexdigest()
    with sqlite3.connect(args.db) as conn:
        conn.execute(
            "INSERT INTO operators (username, role, password_hash) VALUES (?, ?, ?)",
            (args.username, args.role, password_hash),
        )
    print(f"operator {args.username} created with role {args.role}")


if __name__ == "__main__":
    main()
