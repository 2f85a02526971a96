from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)
ENTRIES = []


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        ENTRIES.append(request.form.get("message", ""))
    items = []
    for entry in ENTRIES:
        items.append(Markup("<li>" + entry + "</li>"))
    return Markup("<ul>") + Markup("").join(items) + Markup("</ul>")
