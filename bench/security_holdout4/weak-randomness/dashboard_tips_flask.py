import random

from flask import Flask, render_template
from flask_login import current_user, login_required

app = Flask(__name__)

ONBOARDING_TIPS = [
    "Press / anywhere to jump to search.",
    "You can drag invoices between columns to change their status.",
    "Set up recurring invoices from the customer page.",
    "Connect your bank under Settings > Integrations to auto-reconcile payments.",
    "Export any table to CSV with the download icon in its header.",
]


@app.route("/dashboard")
@login_required
def dashboard():
    tip = random.choice(ONBOARDING_TIPS)
    return render_template(
        "dashboard.html",
        user=current_user,
        tip=tip,
        unread=current_user.unread_notifications().count(),
    )
