from dataclasses import asdict, dataclass

from flask import Flask, jsonify, render_template_string, request

app = Flask(__name__)

PREVIEW_TEMPLATE = """
<!doctype html>
<title>Preview</title>
<section class="card">
  <h2>{{ profile.display_name }}</h2>
  <p class="headline">{{ profile.headline }}</p>
  <p class="location">{{ profile.location }}</p>
</section>
"""


@dataclass
class ProfileDraft:
    display_name: str
    headline: str
    location: str = ""

    @classmethod
    def from_mapping(cls, data):
        return cls(
            display_name=data.get("display_name", "Anonymous")[:80],
            headline=data.get("headline", "")[:160],
            location=data.get("location", "")[:80],
        )


DRAFTS = {}


@app.post("/profile/draft")
def save_draft():
    draft = ProfileDraft.from_mapping(request.form)
    DRAFTS[request.remote_addr] = draft
    return jsonify(asdict(draft))


@app.get("/profile/preview")
def preview():
    draft = ProfileDraft.from_mapping(request.args)
    return render_template_string(PREVIEW_TEMPLATE, profile=draft)


@app.get("/profile/draft")
def get_draft():
    draft = DRAFTS.get(request.remote_addr)
    return jsonify(asdict(draft) if draft else {})
