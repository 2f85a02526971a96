from flask import Flask, render_template_string, request

app = Flask(__name__)

PREVIEW = """
<div class="card">
  <h2>{{ profile.display_name }}</h2>
  <p class="bio">{{ profile.bio }}</p>
  {% if profile.website %}<a href="{{ profile.website }}" rel="nofollow">website</a>{% endif %}
</div>
"""


@app.route("/profile/preview", methods=["POST"])
def preview():
    profile = {
        "display_name": request.form.get("display_name", "")[:60],
        "bio": request.form.get("bio", ""),
        "website": request.form.get("website", ""),
    }
    if not profile["website"].startswith(("http://", "https://")):
        profile["website"] = ""
    return render_template_string(PREVIEW, profile=profile)
