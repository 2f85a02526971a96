from quart import Quart, render_template_string, request

app = Quart(__name__)

CARD = """
<div class="card">
  <h3>{{ name }}</h3>
  <p class="role">{{ role }}</p>
  <a href="mailto:{{ email }}">Contact</a>
</div>
"""


@app.get("/team/card")
async def team_card():
    name = request.args.get("name", "Anonymous")
    role = request.args.get("role", "")
    email = request.args.get("email", "")
    return await render_template_string(CARD, name=name, role=role, email=email)
