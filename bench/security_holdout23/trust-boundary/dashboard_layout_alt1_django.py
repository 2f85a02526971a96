from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render


class LayoutForm(forms.Form):
    density = forms.ChoiceField(choices=[("compact", "Compact"), ("comfortable", "Comfortable")])
    widgets_per_row = forms.IntegerField(min_value=1, max_value=4)


@login_required
def dashboard_layout(request):
    form = LayoutForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        request.session["layout"] = {
            "density": form.cleaned_data["density"],
            "widgets_per_row": form.cleaned_data["widgets_per_row"],
        }
        return redirect("dashboard")
    return render(request, "accounts/layout.html", {"form": form})
