import falcon

PAGE = """<!doctype html>
<html><body>
<h1>Sign in</h1>
<form method="post" action="/login">
  <input type="hidden" name="next" value="{next}">
  <label>Email <input name="email" value="{email}"></label>
  <label>Password <input type="password" name="password"></label>
  <button>Sign in</button>
</form>
</body></html>"""


class LoginPage:
    def on_get(self, req, resp):
        next_url = req.get_param("next", default="/")
        email = req.get_param("email", default="")
        resp.content_type = falcon.MEDIA_HTML
        resp.text = PAGE.format(next=next_url, email=email)


app = falcon.App()
app.add_route("/login", LoginPage())
