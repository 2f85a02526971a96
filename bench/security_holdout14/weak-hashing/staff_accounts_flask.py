import os

import bcrypt
from flask import Flask, jsonify
from flask_wtf import FlaskForm
from wtforms import PasswordField, StringField
from wtforms.validators import DataRequired, EqualTo, Length

app = Flask(__name__)
app.config.update(SECRET_KEY=os.environ["SECRET_KEY"], WTF_CSRF_ENABLED=False)
STAFF = {}


class StaffForm(FlaskForm):
    username = StringField(validators=[DataRequired(), Length(3, 40)])
    password = PasswordField(validators=[DataRequired(), Length(12, 72)])
    confirm = PasswordField(validators=[EqualTo("password")])


@app.post("/staff")
def create_staff():
    form = StaffForm()
    if not form.validate_on_submit():
        return jsonify(errors=form.errors), 400
    hashed = bcrypt.hashpw(form.password.data.encode("utf-8"), bcrypt.gensalt(rounds=12))
    STAFF[form.username.data] = hashed
    return jsonify(created=form.username.data), 201
