export default {
  morning: 'सुबह {time}',
  afternoon: 'दोपहर {time}',
  evening: 'शाम {time}',
  atLab: 'लैब में',
  atHome: 'आपके घर पर',
  atHomeAt: 'आपके घर पर, {time}',
};
