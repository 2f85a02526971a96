import smtplib
from email.message import EmailMessage

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI(title="Clinic reminders")
SMTP_HOST = "smtp.internal.example"


class Reminder(BaseModel):
    patient_email: str
    clinic_name: str
    starts_at: str


@app.post("/reminders", status_code=202)
def send_reminder(reminder: Reminder):
    msg = EmailMessage()
    msg["From"] = "reminders@clinic.example"
    msg["To"] = reminder.patient_email
    msg["Subject"] = f"Reminder: your {reminder.clinic_name} appointment"
    msg.set_content(f"This is a reminder of your appointment at {reminder.clinic_name} on {reminder.starts_at}.")
    with smtplib.SMTP(SMTP_HOST) as smtp:
        smtp.send_message(msg)
    return {"queued": True}
