import os
import subprocess

from flask import Flask
from flask_wtf import FlaskForm
from wtforms import IntegerField, StringField
from wtforms.validators import DataRequired, Length, NumberRange

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["SECRET_KEY"]
app.config["WTF_CSRF_ENABLED"] = False


class PingForm(FlaskForm):
    host = StringField("Host", validators=[DataRequired(), Length(max=253)])
    count = IntegerField("Count", default=3, validators=[NumberRange(min=1, max=10)])


@app.route("/diagnostics/ping", methods=["POST"])
def ping():
    form = PingForm()
    if not form.validate_on_submit():
        return {"errors": form.errors}, 400
    target = form.host.data.strip()
    cmd = "ping -c {} {}".format(form.count.data, target)
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return {"exit": proc.returncode, "output": proc.stdout}
