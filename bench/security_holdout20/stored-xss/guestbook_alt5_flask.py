from collections import deque

from flask import Flask, request

app = Flask(__name__)
ENTRIES = deque(maxlen=50)
FORM = "<form method='post'><input name='name'><textarea name='message'></textarea><button>Sign</button></form>"


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        ENTRIES.appendleft((request.form.get("name", "anon"), request.form.get("message", "")))
    items = "".join(f"<li><b>{n}</b>: {m}</li>" for n, m in ENTRIES)
    return f"<html><body><h1>Guestbook</h1><ul>{items}</ul>{FORM}</body></html>"
