from django import forms
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

WIZARD_KEY = "signup_wizard"
PLAN_CHOICES = [("free", "Free"), ("team", "Team"), ("business", "Business")]
COUNTRY_CHOICES = [("DE", "Germany"), ("FR", "France"), ("US", "United States")]


class PlanForm(forms.Form):
    plan = forms.ChoiceField(choices=PLAN_CHOICES)
    seats = forms.IntegerField(min_value=1, max_value=500)


class CompanyForm(forms.Form):
    company_name = forms.CharField(max_length=120)
    country = forms.ChoiceField(choices=COUNTRY_CHOICES)


STEPS = {1: PlanForm, 2: CompanyForm}


def wizard_state(request) -> dict:
    return request.session.get(WIZARD_KEY, {"step": 1, "data": {}})


def save_step(request, state: dict, cleaned: dict) -> None:
    state["data"].update(
        {key: value for key, value in cleaned.items() if isinstance(value, (str, int))}
    )
    state["step"] += 1
    request.session[WIZARD_KEY] = state


def signup_wizard(request):
    state = wizard_state(request)
    step = state["step"]
    if step not in STEPS:
        return HttpResponseRedirect(reverse("signup-complete"))
    form_class = STEPS[step]
    if request.method == "POST":
        form = form_class(request.POST)
        if form.is_valid():
            save_step(request, state, form.cleaned_data)
            return HttpResponseRedirect(reverse("signup-wizard"))
    else:
        form = form_class(initial=state["data"])
    return render(
        request,
        "accounts/signup_wizard.html",
        {"form": form, "step": step, "total_steps": len(STEPS)},
    )
