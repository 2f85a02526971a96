from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required

from .models import SiteSettings, db

app = Flask(__name__)
EDITABLE = ("SITE_TITLE", "SUPPORT_EMAIL", "ITEMS_PER_PAGE", "FOOTER_TEXT")


@app.route("/settings/import", methods=["GET", "POST"])
@login_required
def import_settings():
    if request.method == "GET":
        return render_template("settings_import.html")
    upload = request.files.get("settings_file")
    if upload is None:
        flash("Choose a settings file")
        return redirect(url_for("import_settings"))
    source = upload.read().decode("utf-8")
    loaded = {}
    exec(source, {}, loaded)
    record = SiteSettings.query.filter_by(site_id=current_user.site_id).first_or_404()
    for key in EDITABLE:
        if key in loaded:
            setattr(record, key.lower(), loaded[key])
    db.session.commit()
    flash("Settings imported")
    return redirect(url_for("import_settings"))
