from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/promo")
def promo():
    campaign = request.args.get("campaign", "")
    banner = Markup("<strong>Campaign: " + campaign + "</strong>")
    return render_template("promo.html", banner=banner)
