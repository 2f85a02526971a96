import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/clinic/scheduling.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/api/clinics/<int:clinic_id>/slots")
def available_slots(clinic_id):
    practitioner = request.args.get("practitioner", "")
    day = request.args.get("day", "")
    sql = "SELECT slot_start, slot_end, room FROM appointment_slots WHERE clinic_id = %d" % clinic_id
    if practitioner:
        sql += " AND practitioner_name = '" + practitioner + "'"
    if day:
        sql += " AND date(slot_start) = '" + day + "'"
    cur = get_db().execute(sql + " AND booked = 0 ORDER BY slot_start")
    return jsonify([dict(r) for r in cur.fetchall()])
