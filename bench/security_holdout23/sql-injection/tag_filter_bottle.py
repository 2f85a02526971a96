import json
import sqlite3

from bottle import Bottle, request, response

app = Bottle()


def open_db():
    return sqlite3.connect("/srv/notes/notes.db")


def normalise(term):
    return term.strip().lower()


@app.get("/notes/by-tag")
def notes_by_tag():
    tag = normalise(request.query.get("tag", ""))
    db = open_db()
    try:
        cur = db.cursor()
        cur.execute("SELECT id, title FROM notes WHERE tags LIKE '%%%s%%' ORDER BY id" % tag)
        rows = cur.fetchall()
    finally:
        db.close()
    response.content_type = "application/json"
    return json.dumps([{"id": r[0], "title": r[1]} for r in rows])
