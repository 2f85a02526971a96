from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

NAV = [
    ("Dashboard", "/"),
    ("Invoices", "/invoices"),
    ("Customers", "/customers"),
    ("Settings", "/settings"),
]


@app.context_processor
def nav_context():
    links = []
    for label, href in NAV:
        css = "nav-link active" if request.path == href else "nav-link"
        links.append(f'<a class="{css}" href="{href}">{label}</a>')
    return {"nav_html": Markup("\n".join(links))}


@app.route("/")
def dashboard():
    return render_template("dashboard.html")
