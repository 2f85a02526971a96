from flask import Flask, request
from markupsafe import escape

from mro.repository import open_work_packages

app = Flask(__name__)


@app.route("/hangar/search")
def hangar_search():
    tail_number = request.args.get("tail", "").upper()
    packages = open_work_packages(tail_number)
    items = "".join(
        f"<li>{escape(p.title)} &mdash; due {escape(p.due_date.isoformat())}</li>" for p in packages
    )
    heading = f"<h2>Open work packages for {escape(tail_number)}</h2>"
    return f"<html><body>{heading}<ul>{items}</ul></body></html>"
