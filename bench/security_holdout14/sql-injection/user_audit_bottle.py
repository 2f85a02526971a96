import sqlite3

from bottle import Bottle, abort, request

app = Bottle()


@app.get("/audit")
def audit_events():
    raw_user = request.query.get("user_id", "")
    raw_days = request.query.get("days", "7")
    try:
        user_id = int(raw_user)
        days = max(1, min(int(raw_days), 90))
    except ValueError:
        abort(400, "bad parameters")
    query = (
        "SELECT action, created_at FROM audit_log "
        "WHERE user_id = %d AND created_at > date('now', '-%d days')" % (user_id, days)
    )
    conn = sqlite3.connect("audit.db")
    try:
        rows = conn.execute(query).fetchall()
    finally:
        conn.close()
    return {"events": [list(r) for r in rows]}
