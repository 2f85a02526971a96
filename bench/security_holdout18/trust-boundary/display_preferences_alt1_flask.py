from zoneinfo import available_timezones

from flask import Flask, flash, redirect, render_template, session, url_for
from flask_wtf import FlaskForm
from wtforms import BooleanField, SelectField
from wtforms.validators import DataRequired

app = Flask(__name__)
app.config["SECRET_KEY"] = "replace-with-env-value"

LOCALES = [("en_GB", "English (UK)"), ("en_US", "English (US)"), ("de_DE", "Deutsch"), ("fr_FR", "Français")]
TIMEZONES = sorted(available_timezones())


class PreferencesForm(FlaskForm):
    locale = SelectField("Language", choices=LOCALES, validators=[DataRequired()])
    timezone = SelectField("Time zone", choices=[(tz, tz) for tz in TIMEZONES], validators=[DataRequired()])
    compact = BooleanField("Compact tables")


def _defaults():
    return {"locale": "en_GB", "timezone": "UTC", "compact": False}


@app.route("/preferences", methods=["GET"])
def show_preferences():
    prefs = {**_defaults(), **session.get("prefs", {})}
    form = PreferencesForm(data=prefs)
    return render_template("preferences.html", form=form)


@app.route("/preferences", methods=["POST"])
def save_preferences():
    form = PreferencesForm()
    if not form.validate_on_submit():
        for field, errors in form.errors.items():
            flash(f"{field}: {', '.join(errors)}", "error")
        return render_template("preferences.html", form=form), 400
    session["prefs"] = {
        "locale": form.locale.data,
        "timezone": form.timezone.data,
        "compact": bool(form.compact.data),
    }
    flash("Preferences saved", "info")
    return redirect(url_for("show_preferences"))


@app.route("/preferences/reset", methods=["POST"])
def reset_preferences():
    session.pop("prefs", None)
    return redirect(url_for("show_preferences"))


@app.context_processor
def inject_prefs():
    return {"prefs": {**_defaults(), **session.get("prefs", {})}}
