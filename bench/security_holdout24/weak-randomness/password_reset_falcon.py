import random
import time

import falcon

RESET_TTL = 15 * 60


class PasswordResetResource:
    def __init__(self, users, mailer, codes):
        self.users, self.mailer, self.codes = users, mailer, codes

    def on_post(self, req, resp):
        email = req.get_media().get("email", "").strip().lower()
        user = self.users.find_by_email(email)
        if user is not None:
            code = f"{random.randint(0, 999999):06d}"
            self.codes[user.id] = (code, time.time() + RESET_TTL)
            self.mailer.send(user.email, "Your reset code", f"Use {code} to reset your password.")
        resp.status = falcon.HTTP_202
        resp.media = {"status": "if the address exists, a code was sent"}
