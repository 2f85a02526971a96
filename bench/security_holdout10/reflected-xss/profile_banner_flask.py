from flask import Flask, request, render_template_string

app = Flask(__name__)

BANNER = """
<div class="banner">
  <h2>Welcome back, {{ display_name }}</h2>
  {% if ref %}<p>You arrived from {{ ref }}</p>{% endif %}
</div>
"""


@app.route("/banner")
def banner():
    display_name = request.args.get("name", "friend")[:64]
    ref = request.args.get("ref")
    context = {"display_name": display_name, "ref": ref}
    return render_template_string(BANNER, **context)
