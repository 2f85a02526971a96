from flask import Flask, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)

PAGE = """<!doctype html>
<html><body>
  <div class="banner">{{ banner }}</div>
  <p>Welcome to the members area.</p>
</body></html>"""


@app.get("/welcome")
def welcome():
    display_name = request.cookies.get("display_name") or "guest"
    plan = request.headers.get("X-Plan", "free")
    banner = Markup("Hello, <strong>{}</strong> &middot; plan: <em>{}</em>").format(
        display_name, plan
    )
    return render_template_string(PAGE, banner=banner)
