import html

from sanic import Sanic
from sanic.response import html as html_response

app = Sanic("signup")


@app.get("/signup")
async def signup_form(request):
    email = request.args.get("email", "")
    ref = request.args.get("ref", "")
    page = f"""<form method="post" action="/signup">
  <label>Email <input type="email" name="email" value="{html.escape(email, quote=True)}"></label>
  <input type="hidden" name="ref" value="{html.escape(ref, quote=True)}">
  <button type="submit">Join the waiting list</button>
</form>"""
    return html_response(page)
