import falcon


class LoginResource:
    def __init__(self, auth):
        self.auth = auth

    def on_post(self, req, resp):
        form = req.get_media()
        user = self.auth.verify(form.get("username", ""), form.get("password", ""))
        if user is None:
            resp.status = falcon.HTTP_401
            resp.media = {"error": "invalid credentials"}
            return
        next_url = req.get_param("next") or form.get("next") or "/dashboard"
        resp.set_cookie("sid", self.auth.new_session(user), secure=True, http_only=True)
        raise falcon.HTTPSeeOther(next_url)


def create_app(auth):
    app = falcon.App()
    app.add_route("/login", LoginResource(auth))
    return app
