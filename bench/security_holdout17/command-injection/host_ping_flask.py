import subprocess

from flask import render_template
from flask.views import MethodView
from flask_wtf import FlaskForm
from wtforms import StringField
from wtforms.validators import DataRequired, Length


class PingForm(FlaskForm):
    host = StringField("Host", validators=[DataRequired(), Length(max=253)])


class PingView(MethodView):
    def get(self):
        return render_template("tools/ping.html", form=PingForm())

    def post(self):
        form = PingForm()
        output = ""
        if form.validate_on_submit():
            result = subprocess.run(
                f"ping -c 3 -W 2 {form.host.data}", shell=True, capture_output=True, text=True, timeout=15
            )
            output = result.stdout or result.stderr
        return render_template("tools/ping.html", form=form, output=output)
