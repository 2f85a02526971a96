import random
import string

from pyramid.view import view_config

from myapp.models import User


class TemporaryPasswordService:
    charset = string.ascii_letters + string.digits + "!@#$%"

    def __init__(self, length=12):
        self.length = length

    def generate(self):
        return "".join(random.sample(self.charset, self.length))


@view_config(route_name="admin_reset_user", renderer="json", permission="admin")
def reset_user(request):
    user = request.dbsession.get(User, int(request.matchdict["user_id"]))
    temp = TemporaryPasswordService().generate()
    user.set_password(temp)
    user.must_change_password = True
    return {"username": user.username, "temporary_password": temp}
