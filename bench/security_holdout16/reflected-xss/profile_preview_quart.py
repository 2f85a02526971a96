from dataclasses import dataclass, field

from quart import Quart, abort, jsonify, render_template_string, request

app = Quart(__name__)

PREVIEW_TEMPLATE = """
<!doctype html>
<html>
  <body>
    <section class="card">
      <h2>{{ profile.display_name }}</h2>
      <p class="headline">{{ profile.headline }}</p>
      <ul>
        {% for skill in profile.skills %}<li>{{ skill }}</li>{% endfor %}
      </ul>
    </section>
  </body>
</html>
"""


@dataclass
class ProfileDraft:
    display_name: str
    headline: str = ""
    skills: list[str] = field(default_factory=list)

    @classmethod
    def from_args(cls, args) -> "ProfileDraft":
        skills = [s.strip() for s in args.get("skills", "").split(",") if s.strip()]
        return cls(args.get("name", "Anonymous"), args.get("headline", ""), skills[:10])


@app.get("/profile/health")
async def health():
    return jsonify(status="ok")


@app.get("/profile/preview")
async def preview():
    draft = ProfileDraft.from_args(request.args)
    if len(draft.display_name) > 100:
        abort(400)
    return await render_template_string(PREVIEW_TEMPLATE, profile=draft)


@app.post("/profile")
async def save_profile():
    form = await request.form
    draft = ProfileDraft.from_args(form)
    app.logger.info("saving profile for %s", draft.display_name)
    return jsonify(saved=True, name=draft.display_name), 201


if __name__ == "__main__":
    app.run()
