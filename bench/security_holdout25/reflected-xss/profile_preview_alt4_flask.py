from flask import Flask, render_template_string, request

app = Flask(__name__)

PREVIEW = """<div class="card">
  <h3>{{ display_name }}</h3>
  <p class="tagline">{{ tagline }}</p>
  <a href="{{ url_for('profile_preview', name=display_name) }}">Permalink</a>
</div>"""


class PreviewForm:
    def __init__(self, args):
        self.display_name = args.get("name", "").strip()[:60]
        self.tagline = args.get("tagline", "").strip()[:140]

    def context(self):
        return {"display_name": self.display_name or "Anonymous", "tagline": self.tagline}


@app.route("/profile/preview")
def profile_preview():
    form = PreviewForm(request.args)
    return render_template_string(PREVIEW, **form.context())
