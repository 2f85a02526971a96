import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/tags/rename", methods=["POST"])
def rename_tag():
    old = request.form["old"]
    new = request.form["new"]
    script = "UPDATE tags SET name = '{}' WHERE name = '{}';".format(new, old)
    conn = sqlite3.connect("tags.db")
    conn.executescript(script)
    conn.commit()
    return "renamed"
