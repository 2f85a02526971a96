import csv
import hashlib
import io
import json

from celery import Celery

app = Celery("accounts", broker="redis://localhost:6379/0")
USER_STORE = "/var/lib/accounts/users.jsonl"


def save_users(users):
    with open(USER_STORE, "a", encoding="utf-8") as fh:
        for user in users:
            fh.write(json.dumps(user) + "\n")


@app.task
def import_users(csv_text):
    created = []
    for row in csv.DictReader(io.StringIO(csv_text)):
        digest = hashlib.sha256(row["password"].encode("utf-8")).hexdigest()
        created.append({"email": row["email"], "password_hash": digest})
    save_users(created)
    return len(created)
