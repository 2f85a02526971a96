import hashlib

from django import forms
from django.urls import reverse_lazy
from django.views.generic.edit import FormView

from members.models import Member


class SignupForm(forms.Form):
    username = forms.SlugField(max_length=30)
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput, min_length=10)


class SignupView(FormView):
    form_class = SignupForm
    template_name = "members/signup.html"
    success_url = reverse_lazy("members:welcome")

    def form_valid(self, form):
        data = form.cleaned_data
        password_hash = hashlib.md5(data["password"].encode("utf-8")).hexdigest()
        Member.objects.create(username=data["username"], email=data["email"], password_hash=password_hash)
        return super().form_valid(form)
