import logging
import os
from datetime import datetime

from flask import Flask, jsonify, render_template_string, request, session
from markupsafe import escape

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
logger = logging.getLogger("profiles")

PREVIEW_TEMPLATE = """
<!doctype html>
<title>Profile preview</title>
<section class="card">
  <h2>{{ display_name }}</h2>
  <p class="bio">{{ bio }}</p>
  <a href="{{ website }}" rel="nofollow noopener">{{ website }}</a>
  <footer>Generated {{ generated }}</footer>
</section>
"""


class ProfileDraft:
    MAX_BIO = 500

    def __init__(self, form):
        self.display_name = form.get("display_name", "").strip()[:80]
        self.bio = form.get("bio", "").strip()[: self.MAX_BIO]
        website = form.get("website", "").strip()
        self.website = website if website.startswith(("http://", "https://")) else ""

    def errors(self):
        problems = []
        if not self.display_name:
            problems.append("display name required")
        return problems


@app.route("/profile/preview", methods=["POST"])
def preview():
    draft = ProfileDraft(request.form)
    problems = draft.errors()
    if problems:
        return "<p>%s</p>" % escape("; ".join(problems)), 400
    logger.debug("rendering preview for %s", session.get("uid"))
    return render_template_string(
        PREVIEW_TEMPLATE,
        display_name=draft.display_name,
        bio=draft.bio,
        website=draft.website,
        generated=datetime.utcnow().strftime("%Y-%m-%d %H:%M"),
    )


@app.route("/profile/limits")
def limits():
    return jsonify(max_bio=ProfileDraft.MAX_BIO)
