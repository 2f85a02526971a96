from flask import redirect, render_template, url_for
from flask.views import MethodView
from flask_wtf import FlaskForm
from werkzeug.security import generate_password_hash
from wtforms import EmailField, PasswordField
from wtforms.validators import DataRequired, Email, EqualTo, Length

from app.extensions import db
from app.models import User


class RegistrationForm(FlaskForm):
    email = EmailField("Email", validators=[DataRequired(), Email()])
    password = PasswordField("Password", validators=[DataRequired(), Length(min=12)])
    confirm = PasswordField("Repeat password", validators=[EqualTo("password")])


class RegistrationView(MethodView):
    def get(self):
        return render_template("auth/register.html", form=RegistrationForm())

    def post(self):
        form = RegistrationForm()
        if not form.validate_on_submit():
            return render_template("auth/register.html", form=form), 400
        user = User(email=form.email.data.lower())
        user.password_hash = generate_password_hash(form.password.data, method="scrypt")
        db.session.add(user)
        db.session.commit()
        return redirect(url_for("auth.login"))
