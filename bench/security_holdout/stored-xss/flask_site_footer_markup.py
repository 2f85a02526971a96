from datetime import date

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

FOOTER_LINKS = [("/privacy", "Privacy"), ("/terms", "Terms"), ("/contact", "Contact")]


@app.context_processor
def inject_footer():
    links = " | ".join(f'<a href="{href}">{label}</a>' for href, label in FOOTER_LINKS)
    return {"footer": Markup(f"<footer>{links} &copy; {date.today().year} Example Ltd</footer>")}


@app.route("/")
def index():
    return render_template_string("<main><h1>Welcome</h1></main>{{ footer }}")
