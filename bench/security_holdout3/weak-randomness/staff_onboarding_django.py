import random
import string

from django.contrib.auth import get_user_model
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.core.mail import send_mail
from django.shortcuts import redirect
from django.views.generic.edit import FormView

from .forms import StaffAccountForm


def temporary_password(length=10):
    pool = string.ascii_letters + string.digits
    return "".join(random.sample(pool, length))


class CreateStaffAccountView(PermissionRequiredMixin, FormView):
    permission_required = "auth.add_user"
    form_class = StaffAccountForm
    template_name = "staff/create.html"

    def form_valid(self, form):
        password = temporary_password()
        user = get_user_model().objects.create_user(
            username=form.cleaned_data["username"],
            email=form.cleaned_data["email"],
            password=password,
            is_staff=True,
        )
        send_mail("Your staff account", f"Username: {user.username}\nTemporary password: {password}", None, [user.email])
        return redirect("staff-list")
