from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from wiki.models import User


@view_config(route_name="login", renderer="templates/login.jinja2")
def login_view(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    if request.method == "POST":
        login = request.POST.get("login", "")
        user = request.dbsession.query(User).filter_by(name=login).first()
        if user is not None and user.check_password(request.POST.get("password", "")):
            headers = remember(request, user.id)
            return HTTPFound(location=came_from, headers=headers)
        request.session.flash("Login failed")
    return {"came_from": came_from, "login": request.POST.get("login", "")}
