from flask import Flask, redirect, render_template_string, request, url_for
from markupsafe import Markup

from fleet.db import db_session
from fleet.models import DeliveryNote

app = Flask(__name__)

TEMPLATE = """
<h1>Delivery notes for route {{ route_id }}</h1>
<ul>{% for note in notes %}<li>{{ note }}</li>{% endfor %}</ul>
"""


@app.post("/routes/<int:route_id>/notes")
def add_note(route_id):
    db_session.add(DeliveryNote(route_id=route_id, text=request.form["text"]))
    db_session.commit()
    return redirect(url_for("list_notes", route_id=route_id))


@app.get("/routes/<int:route_id>/notes")
def list_notes(route_id):
    rows = db_session.query(DeliveryNote).filter_by(route_id=route_id).all()
    notes = [Markup(row.text) for row in rows]
    return render_template_string(TEMPLATE, route_id=route_id, notes=notes)
