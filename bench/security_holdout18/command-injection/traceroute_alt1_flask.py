import subprocess

from flask import Flask, jsonify, request
from wtforms import Form, IntegerField, StringField
from wtforms.validators import DataRequired, IPAddress, NumberRange

app = Flask(__name__)


class TracerouteForm(Form):
    target = StringField(validators=[DataRequired(), IPAddress(ipv4=True, ipv6=True)])
    max_hops = IntegerField(default=15, validators=[NumberRange(min=1, max=30)])


@app.post("/tools/traceroute")
def traceroute():
    form = TracerouteForm(request.form)
    if not form.validate():
        return jsonify(errors=form.errors), 400
    cmd = ["traceroute", "-n", "-m", str(form.max_hops.data), form.target.data]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    return jsonify(output=proc.stdout)
