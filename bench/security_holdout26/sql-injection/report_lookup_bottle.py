import sqlite3

from bottle import Bottle

app = Bottle()


@app.get("/reports/<owner>")
def report_lookup(owner):
    name = owner.lower()[:40]
    conn = sqlite3.connect("reports.db")
    cur = conn.execute("SELECT id, title, created FROM reports WHERE owner = ?", (name,))
    rows = cur.fetchall()
    conn.close()
    return {"owner": name, "reports": [list(r) for r in rows]}
