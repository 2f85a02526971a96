from flask import Flask, abort, render_template_string, session
from markupsafe import Markup

from portal.messaging import messages_for_patient

app = Flask(__name__)

INBOX = """
<h1>Your messages</h1>
{% for item in items %}{{ item }}{% endfor %}
"""


def render_message(msg):
    return Markup("<article><h3>{}</h3><p>{}</p><small>{}</small></article>").format(msg.subject, msg.body, msg.sender_name)


@app.get("/inbox")
def inbox():
    patient_id = session.get("patient_id")
    if patient_id is None:
        abort(401)
    items = [render_message(m) for m in messages_for_patient(patient_id)]
    return render_template_string(INBOX, items=items)
