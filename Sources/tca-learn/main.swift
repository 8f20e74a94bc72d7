print("tca-learn")
