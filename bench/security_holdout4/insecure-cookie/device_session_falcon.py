import falcon

from fleet.auth import authenticate_device, new_session_token


class DeviceSessionResource:
    def __init__(self, session_ttl=3600):
        self.session_ttl = session_ttl

    def on_post(self, req, resp):
        body = req.get_media()
        device = authenticate_device(body.get("serial"), body.get("enrollment_key"))
        if device is None:
            raise falcon.HTTPUnauthorized(title="Unknown device")
        token = new_session_token(device.id, ttl=self.session_ttl)
        resp.set_cookie("device_session", token, max_age=self.session_ttl, path="/api")
        resp.media = {"device": device.id, "expires_in": self.session_ttl}

    def on_delete(self, req, resp):
        resp.unset_cookie("device_session", path="/api")
        resp.status = falcon.HTTP_204


app = falcon.App()
app.add_route("/api/device-session", DeviceSessionResource())
