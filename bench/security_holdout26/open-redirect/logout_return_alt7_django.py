from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.contrib.sessions.models import Session
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.views.decorators.http import require_POST


class ReturnPath:
    param = "return_to"

    def __init__(self, request, default):
        self.target = request.POST.get(self.param) or request.GET.get(self.param) or default

    def response(self):
        return HttpResponseRedirect(self.target)


def default_landing():
    return reverse("home")


@require_POST
def sign_out(request):
    return_path = ReturnPath(request, default_landing())
    logout(request)
    return return_path.response()


def end_other_sessions(user, keep_key):
    for stored in Session.objects.exclude(session_key=keep_key).iterator():
        if str(stored.get_decoded().get("_auth_user_id")) == str(user.pk):
            stored.delete()


@login_required
@require_POST
def sign_out_everywhere(request):
    return_path = ReturnPath(request, default_landing())
    end_other_sessions(request.user, request.session.session_key)
    logout(request)
    return return_path.response()
